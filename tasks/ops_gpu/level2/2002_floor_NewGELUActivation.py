"""torch.floor -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 3157, transformers#2, dim 0 x112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.floor -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = torch.floor(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(896, 256, 128)]


def get_init_inputs():
    return []
