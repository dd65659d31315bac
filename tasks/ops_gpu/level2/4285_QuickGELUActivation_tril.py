"""hf.QuickGELUActivation -> torch.tril: synthesised by warpgym synth (seed 7, index 6736, transformers#2, dim 0 x488)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(249856, 256)]


def get_init_inputs():
    return []
