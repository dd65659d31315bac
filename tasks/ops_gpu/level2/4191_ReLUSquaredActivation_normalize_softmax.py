"""hf.ReLUSquaredActivation -> F.normalize -> F.softmax: synthesised by warpgym synth (seed 7, index 6587, transformers#3, dim 0 x8089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.normalize -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.normalize(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(517696, 1024)]


def get_init_inputs():
    return []
