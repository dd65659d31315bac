"""Threshold -> hf.XIELUActivation: synthesised by warpgym synth (seed 8, index 0, transformers#2, dim 0 x378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """Threshold -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6048, 32, 256)]


def get_init_inputs():
    return []
