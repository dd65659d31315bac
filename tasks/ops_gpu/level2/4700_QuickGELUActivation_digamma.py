"""hf.QuickGELUActivation -> torch.digamma: synthesised by warpgym synth (seed 8, index 404, transformers#2, dim 0 x7317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.digamma"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(29268, 16, 8, 8, 8)]


def get_init_inputs():
    return []
