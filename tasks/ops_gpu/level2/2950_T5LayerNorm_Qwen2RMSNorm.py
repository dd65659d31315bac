"""hf.T5LayerNorm -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 4667, transformers#2, dim 0 x2822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=8)
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=8)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(11288, 16, 8, 8, 8)]


def get_init_inputs():
    return []
