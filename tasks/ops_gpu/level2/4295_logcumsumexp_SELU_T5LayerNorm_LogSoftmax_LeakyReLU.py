"""torch.logcumsumexp -> SELU -> hf.T5LayerNorm -> LogSoftmax -> LeakyReLU: synthesised by warpgym synth (seed 7, index 6749, transformers#5, dim 0 x1950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.logcumsumexp -> SELU -> hf.T5LayerNorm -> LogSoftmax -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()
        self.t5layernorm_2 = T5LayerNorm(hidden_size=16)
        self.logsoftmax_3 = nn.LogSoftmax()
        self.leakyrelu_4 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = self.selu_1(x)
        x = self.t5layernorm_2(x)
        x = self.logsoftmax_3(x)
        x = self.leakyrelu_4(x)
        return x


def get_inputs():
    return [torch.randn(31200, 32, 16, 16)]


def get_init_inputs():
    return []
