"""torch.sgn -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 4253, transformers#2, dim 0 x5329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.sgn -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.sgn(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(682112, 256)]


def get_init_inputs():
    return []
