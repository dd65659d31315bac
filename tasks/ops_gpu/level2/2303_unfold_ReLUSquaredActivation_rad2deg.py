"""F.unfold -> hf.ReLUSquaredActivation -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 3638, transformers#3, dim 0 x405)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.unfold -> hf.ReLUSquaredActivation -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = self.relusquaredactivation_1(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(3240, 64, 16, 16)]


def get_init_inputs():
    return []
