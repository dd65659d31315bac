"""F.softshrink -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 5901, transformers#2, dim 0 x298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.softshrink -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = F.softshrink(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2384, 16, 32, 32)]


def get_init_inputs():
    return []
