"""hf.T5LayerNorm -> torch.flipud -> torch.amin: synthesised by warpgym synth (seed 8, index 320, transformers#3, dim 0 x1170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> torch.flipud -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=512)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = torch.flipud(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(299520, 512)]


def get_init_inputs():
    return []
