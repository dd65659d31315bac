"""LogSigmoid -> hf.LaplaceActivation -> LayerNorm: synthesised by warpgym synth (seed 7, index 1968, transformers#3, dim 0 x10124)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """LogSigmoid -> hf.LaplaceActivation -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.laplaceactivation_1 = LaplaceActivation()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.laplaceactivation_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(20248, 8, 8, 16, 16)]


def get_init_inputs():
    return []
