"""hf.MistralRMSNorm -> hf.LlamaRMSNorm -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 6893, transformers#3, dim 0 x3721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> hf.LlamaRMSNorm -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=8)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=8)
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.llamarmsnorm_1(x)
        x = self.adaptivemaxpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(14884, 16, 8, 8, 8)]


def get_init_inputs():
    return []
