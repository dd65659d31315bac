"""hf.ReLUSquaredActivation -> torch.atan2: synthesised by warpgym synth (seed 7, index 3850, transformers#2, dim 0 x765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = self.relusquaredactivation_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(3060, 32, 32, 32), torch.randn(3060, 32, 32, 32)]


def get_init_inputs():
    return []
