"""hf.MistralRMSNorm -> F.adaptive_max_pool1d_with_indices -> Threshold: synthesised by warpgym synth (seed 8, index 179, transformers#3, dim 0 x6313)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> F.adaptive_max_pool1d_with_indices -> Threshold"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(3232256, 256)]


def get_init_inputs():
    return []
