"""torch.nextafter -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 8, index 33, transformers#2, dim 0 x2673)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.nextafter -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(42768, 32, 256), torch.randn(42768, 32, 256)]


def get_init_inputs():
    return []
