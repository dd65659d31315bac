"""torch.moveaxis -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 4519, transformers#2, dim 0 x503)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.moveaxis -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8048, 32, 256)]


def get_init_inputs():
    return []
