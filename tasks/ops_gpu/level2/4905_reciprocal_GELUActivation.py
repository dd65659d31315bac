"""torch.reciprocal -> hf.GELUActivation: synthesised by warpgym synth (seed 9, index 280, transformers#2, dim 0 x5139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.reciprocal -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1315584, 256)]


def get_init_inputs():
    return []
