"""hf.NewGELUActivation -> torch.atan2: synthesised by warpgym synth (seed 7, index 5552, transformers#2, dim 0 x431)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(3448, 16, 32, 32), torch.randn(3448, 16, 32, 32)]


def get_init_inputs():
    return []
