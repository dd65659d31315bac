"""torch.add -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2183, transformers#2, dim 0 x1170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.add -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9360, 16, 32, 32), torch.randn(9360, 16, 32, 32)]


def get_init_inputs():
    return []
