"""torch.div -> hf.Qwen2RMSNorm -> Sigmoid: synthesised by warpgym synth (seed 7, index 3998, transformers#3, dim 0 x370)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.div -> hf.Qwen2RMSNorm -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=32)
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.qwen2rmsnorm_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(1480, 32, 32, 32), torch.randn(1480, 32, 32, 32)]


def get_init_inputs():
    return []
