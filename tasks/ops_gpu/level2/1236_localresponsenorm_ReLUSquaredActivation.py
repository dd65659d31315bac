"""F.local_response_norm -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 1995, transformers#2, dim 0 x1287)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.local_response_norm -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5148, 32, 32, 32)]


def get_init_inputs():
    return []
