"""hf.ReLUSquaredActivation -> L1Loss: synthesised by warpgym synth (seed 7, index 1270, transformers#2, dim 0 x621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.relusquaredactivation_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(9936, 32, 16, 16), torch.randn(9936, 32, 16, 16)]


def get_init_inputs():
    return []
