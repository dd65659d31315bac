"""torch.sign -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 3530, transformers#2, dim 0 x3859)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.sign -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = torch.sign(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15436, 16, 8, 8, 8)]


def get_init_inputs():
    return []
