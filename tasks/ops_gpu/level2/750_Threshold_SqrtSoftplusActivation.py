"""Threshold -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 1208, transformers#2, dim 0 x1926)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Threshold -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(30816, 32, 256)]


def get_init_inputs():
    return []
