"""hf.T5LayerNorm -> Softsign: synthesised by warpgym synth (seed 7, index 1872, transformers#2, dim 0 x195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> Softsign"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(3120, 32, 256)]


def get_init_inputs():
    return []
