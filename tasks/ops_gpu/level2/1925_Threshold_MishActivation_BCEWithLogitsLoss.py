"""Threshold -> hf.MishActivation -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 2625, transformers#3, dim 0 x719)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """Threshold -> hf.MishActivation -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.mishactivation_1 = MishActivation()
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = self.mishactivation_1(x)
        x = self.bcewithlogitsloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(5752, 16, 32, 32), torch.randn(5752, 16, 32, 32)]


def get_init_inputs():
    return []
