"""F.tanh -> hf.LaplaceActivation -> torch.add: synthesised by warpgym synth (seed 7, index 3891, transformers#3, dim 0 x5221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.tanh -> hf.LaplaceActivation -> torch.add"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = self.laplaceactivation_1(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(1336576, 256), torch.randn(1336576, 256)]


def get_init_inputs():
    return []
