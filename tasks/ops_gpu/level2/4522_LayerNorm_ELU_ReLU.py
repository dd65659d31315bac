"""LayerNorm -> ELU -> ReLU: synthesised by warpgym synth (seed 8, index 134, torch#3, dim 0 x2493)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ELU -> ReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.elu_1 = nn.ELU()
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.elu_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(1276416, 256)]


def get_init_inputs():
    return []
