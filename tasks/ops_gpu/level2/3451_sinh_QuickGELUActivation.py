"""torch.sinh -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 5422, transformers#2, dim 0 x1794)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.sinh -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = torch.sinh(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7176, 32, 32, 32)]


def get_init_inputs():
    return []
