"""hf.T5LayerNorm -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5534, transformers#2, dim 0 x8086)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=8)
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.t5layernorm_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(32344, 16, 8, 8, 8), torch.randn(32344, 16, 8, 8, 8)]


def get_init_inputs():
    return []
