"""F.softsign -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5704, transformers#2, dim 0 x777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.softsign -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = F.softsign(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(198912, 512)]


def get_init_inputs():
    return []
