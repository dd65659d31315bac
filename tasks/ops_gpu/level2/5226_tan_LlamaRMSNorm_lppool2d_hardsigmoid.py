"""torch.tan -> hf.LlamaRMSNorm -> F.lp_pool2d -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 766, transformers#4, dim 0 x297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.tan -> hf.LlamaRMSNorm -> F.lp_pool2d -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=128)

    def forward(self, x):
        x = torch.tan(x)
        x = self.llamarmsnorm_1(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(2376, 256, 128)]


def get_init_inputs():
    return []
