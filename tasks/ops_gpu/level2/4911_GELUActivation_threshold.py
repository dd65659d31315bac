"""hf.GELUActivation -> F.threshold: synthesised by warpgym synth (seed 9, index 295, transformers#2, dim 0 x15683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(2007424, 256)]


def get_init_inputs():
    return []
