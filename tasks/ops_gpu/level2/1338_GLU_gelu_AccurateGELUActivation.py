"""GLU -> F.gelu -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2150, transformers#3, dim 0 x1688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """GLU -> F.gelu -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = self.glu_0(x)
        x = F.gelu(x)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(432128, 512)]


def get_init_inputs():
    return []
