"""torch.square -> hf.Qwen2RMSNorm -> F.softmax: synthesised by warpgym synth (seed 7, index 5574, transformers#3, dim 0 x7887)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.square -> hf.Qwen2RMSNorm -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=256)

    def forward(self, x):
        x = torch.square(x)
        x = self.qwen2rmsnorm_1(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(2019072, 256)]


def get_init_inputs():
    return []
