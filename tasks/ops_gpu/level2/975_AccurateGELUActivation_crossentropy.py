"""hf.AccurateGELUActivation -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 1531, transformers#2, dim 0 x751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = self.accurategeluactivation_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6008, 16, 32, 32), torch.randn(6008, 16, 32, 32)]


def get_init_inputs():
    return []
