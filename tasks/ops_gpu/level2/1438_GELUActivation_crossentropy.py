"""hf.GELUActivation -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 2235, transformers#2, dim 0 x1207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(308992, 512), torch.randn(308992, 512)]


def get_init_inputs():
    return []
