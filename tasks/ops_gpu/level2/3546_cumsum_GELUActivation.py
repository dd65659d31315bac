"""torch.cumsum -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5571, transformers#2, dim 0 x10685)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.cumsum -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1367680, 256)]


def get_init_inputs():
    return []
