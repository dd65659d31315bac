"""LayerNorm -> Softmax -> SELU -> Softsign -> ELU: synthesised by warpgym synth (seed 7, index 311, torch#5, dim 0 x1205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Softmax -> SELU -> Softsign -> ELU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.softmax_1 = nn.Softmax()
        self.selu_2 = nn.SELU()
        self.softsign_3 = nn.Softsign()
        self.elu_4 = nn.ELU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.softmax_1(x)
        x = self.selu_2(x)
        x = self.softsign_3(x)
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(19280, 32, 16, 16)]


def get_init_inputs():
    return []
