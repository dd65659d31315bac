"""hf.QuickGELUActivation -> F.threshold: synthesised by warpgym synth (seed 7, index 535, transformers#2, dim 0 x351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(2808, 16, 32, 32)]


def get_init_inputs():
    return []
