"""hf.T5LayerNorm -> F.mse_loss: synthesised by warpgym synth (seed 7, index 6438, transformers#2, dim 0 x4389)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)

    def forward(self, x, x1):
        x = self.t5layernorm_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1123584, 256), torch.randn(1123584, 256)]


def get_init_inputs():
    return []
