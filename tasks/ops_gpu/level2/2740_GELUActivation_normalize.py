"""hf.GELUActivation -> F.normalize: synthesised by warpgym synth (seed 7, index 4325, transformers#2, dim 0 x1165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(298240, 256)]


def get_init_inputs():
    return []
