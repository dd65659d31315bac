"""hf.MistralRMSNorm -> torch.logaddexp2 -> Threshold: synthesised by warpgym synth (seed 7, index 48, transformers#3, dim 0 x4900)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.logaddexp2 -> Threshold"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=1024)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.mistralrmsnorm_0(x)
        x = torch.logaddexp2(x, x1)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(313600, 1024), torch.randn(313600, 1024)]


def get_init_inputs():
    return []
