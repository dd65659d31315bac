"""Threshold -> F.softplus -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 939, transformers#3, dim 0 x242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """Threshold -> F.softplus -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x):
        x = self.threshold_0(x)
        x = F.softplus(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(61952, 512)]


def get_init_inputs():
    return []
