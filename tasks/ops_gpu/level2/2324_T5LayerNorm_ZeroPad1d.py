"""hf.T5LayerNorm -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 3668, transformers#2, dim 0 x993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=128)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(15888, 64, 128)]


def get_init_inputs():
    return []
