"""hf.GELUActivation -> torch.deg2rad -> torch.lerp -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 8, index 348, transformers#4, dim 0 x1407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.GELUActivation -> torch.deg2rad -> torch.lerp -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.relusquaredactivation_3 = ReLUSquaredActivation()

    def forward(self, x, x1, x2):
        x = self.geluactivation_0(x)
        x = torch.deg2rad(x)
        x = torch.lerp(x, x1, x2)
        x = self.relusquaredactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(360192, 256), torch.randn(360192, 256), torch.randn(360192, 256)]


def get_init_inputs():
    return []
