"""Hardswish -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 1069, transformers#2, dim 0 x9678)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Hardswish -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1238784, 256)]


def get_init_inputs():
    return []
