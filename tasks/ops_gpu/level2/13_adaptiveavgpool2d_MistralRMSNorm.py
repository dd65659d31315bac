"""F.adaptive_avg_pool2d -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 18, transformers#2, dim 0 x6800)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=4)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(108800, 32, 16, 16)]


def get_init_inputs():
    return []
