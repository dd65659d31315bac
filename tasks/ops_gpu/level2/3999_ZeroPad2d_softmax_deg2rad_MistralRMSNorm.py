"""ZeroPad2d -> F.softmax -> torch.deg2rad -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 6293, transformers#4, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """ZeroPad2d -> F.softmax -> torch.deg2rad -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.mistralrmsnorm_3 = MistralRMSNorm(hidden_size=258)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.softmax(x)
        x = torch.deg2rad(x)
        x = self.mistralrmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(139904, 256)]


def get_init_inputs():
    return []
