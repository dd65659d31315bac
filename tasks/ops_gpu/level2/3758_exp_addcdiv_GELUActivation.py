"""torch.exp -> torch.addcdiv -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5898, transformers#3, dim 0 x936)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.exp -> torch.addcdiv -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x, x1, x2):
        x = torch.exp(x)
        x = torch.addcdiv(x, x1, x2)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(239616, 512), torch.randn(239616, 512), torch.randn(239616, 512)]


def get_init_inputs():
    return []
