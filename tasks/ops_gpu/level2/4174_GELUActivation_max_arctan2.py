"""hf.GELUActivation -> torch.max -> torch.arctan2: synthesised by warpgym synth (seed 7, index 6556, transformers#3, dim 0 x1918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.max -> torch.arctan2"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1, x2):
        x = self.geluactivation_0(x)
        x = torch.max(x, x1)
        x = torch.arctan2(x, x2)
        return x


def get_inputs():
    return [torch.randn(982016, 256), torch.randn(982016, 256), torch.randn(982016, 256)]


def get_init_inputs():
    return []
